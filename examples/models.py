"""The example models of examples/: real PyTorch modules with fixed seeds.

Regenerate the .mlir files and references (needs PyTorch) with scripts/export_examples.sh.
"""

import torch
import torch.nn as nn


class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(16, 32)
        self.fc2 = nn.Linear(32, 32)
        self.fc3 = nn.Linear(32, 10)
        self.gate = nn.Parameter(torch.rand(32))

    def forward(self, x):
        h = torch.relu(self.fc1(x))
        h = torch.relu(self.fc2(h)) - h * self.gate
        return torch.softmax(self.fc3(h), dim=-1)


class SmallCNN(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 8, 3, padding=1)
        self.conv2 = nn.Conv2d(8, 16, 3, stride=2, padding=1, groups=2)
        self.conv3 = nn.Conv2d(16, 16, 3, padding=2, dilation=2, bias=False)
        self.scale = nn.Parameter(torch.rand(1, 16, 1, 1) + 0.5)
        self.fc = nn.Linear(16, 10)

    def forward(self, x):
        x = torch.relu(self.conv1(x))
        x = torch.relu(self.conv2(x))
        x = torch.relu(self.conv3(x) * self.scale + x)
        x = x.mean(dim=(2, 3))
        return torch.softmax(self.fc(x.view(x.shape[0], -1)), dim=1)


def mlp():
    torch.manual_seed(0)
    return MLP(), (torch.randn(4, 16),)


def small_cnn():
    torch.manual_seed(1)
    return SmallCNN(), (torch.randn(2, 3, 16, 16),)
