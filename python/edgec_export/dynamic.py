"""The exporter's dynamic dimensions: `--dynamic-dim` specs, `--dynamic-sample` sizes checked against their
bounds, and the names given at export for torch.export's size symbols. PyTorch is needed only to build the
Dims and to read an exported program."""


class DynamicDims:
    """`--dynamic-dim INPUT:DIM:MIN:MAX[:NAME]` specs: torch.export's dynamic_shapes (one torch.export.Dim per
    NAME, default one per spec, so that inputs sharing a NAME share the size), each name's bounds and the
    (input, dim) positions it sizes."""

    def __init__(self, specs, num_inputs, make_dim=None):
        if make_dim is None:
            import torch

            make_dim = torch.export.Dim
        self.bounds, self.positions = {}, {}
        dims, shapes = {}, [None] * num_inputs
        for spec in specs:
            parts = spec.split(":")
            if len(parts) not in (4, 5):
                raise ValueError("--dynamic-dim %r: expected INPUT:DIM:MIN:MAX[:NAME]" % spec)
            try:
                index, dim, low, high = (int(p) for p in parts[:4])
            except ValueError:
                raise ValueError("--dynamic-dim %r: INPUT, DIM, MIN and MAX are integers" % spec)
            if not 0 <= index < num_inputs:
                raise ValueError("--dynamic-dim %r: the model has %d inputs" % (spec, num_inputs))
            if not 0 <= low <= high:
                raise ValueError("--dynamic-dim %r: expected 0 <= MIN <= MAX" % spec)
            name = parts[4] if len(parts) == 5 else "d%d_%d" % (index, dim)
            if not name.isidentifier():
                raise ValueError("--dynamic-dim %r: the name must be an identifier" % spec)
            if name in self.bounds and self.bounds[name] != (low, high):
                raise ValueError("--dynamic-dim %r: %s was given other bounds %s" % (spec, name, self.bounds[name]))
            if name not in dims:
                dims[name] = make_dim(name, min=low, max=high)
                self.bounds[name] = (low, high)
            self.positions.setdefault(name, []).append((index, dim))
            shapes[index] = shapes[index] or {}
            shapes[index][dim] = dims[name]
        self.shapes = tuple(shapes)

    def sample(self, text):
        """The sizes of `--dynamic-sample`: SIZE (every dynamic dimension) or NAME=SIZE[,NAME=SIZE...] (the
        others keep the example's size), checked against the bounds; returns ({name: size}, file suffix)."""
        sizes = {}
        if "=" not in text:
            try:
                size = int(text)
            except ValueError:
                raise ValueError("--dynamic-sample %r: expected SIZE or NAME=SIZE[,NAME=SIZE...]" % text)
            sizes = {name: size for name in self.bounds}
            suffix = str(size)
        else:
            for item in text.split(","):
                name, _, value = item.partition("=")
                if name not in self.bounds:
                    raise ValueError("--dynamic-sample %r: no dynamic dimension is named %r (names: %s)"
                                     % (text, name, ", ".join(sorted(self.bounds))))
                try:
                    sizes[name] = int(value)
                except ValueError:
                    raise ValueError("--dynamic-sample %r: the size of %s is not an integer" % (text, name))
            suffix = "_".join("%s%d" % (n, s) for n, s in sizes.items())
        for name, size in sizes.items():
            low, high = self.bounds[name]
            if not low <= size <= high:
                raise ValueError("--dynamic-sample %r: %s = %d is outside its bounds [%d, %d]"
                                 % (text, name, size, low, high))
        return sizes, suffix

    def symbol_names(self, program):
        """The names given at export of the program's size symbols (torch.export's s0, s1, ...), for the
        symbols that are exactly an input's dynamic dimension."""
        import torch

        user_inputs = set(program.graph_signature.user_inputs)
        users = [n for n in program.graph.nodes if n.op == "placeholder" and n.name in user_inputs]
        names = {}
        for name, positions in self.positions.items():
            for index, dim in positions:
                val = users[index].meta.get("val") if index < len(users) else None
                d = val.shape[dim] if isinstance(val, torch.Tensor) and dim < val.dim() else None
                if isinstance(d, torch.SymInt) and d.node.expr.is_Symbol:
                    names[d.node.expr] = name
        return names
