cd test/dynamic
export PYTHONPATH=$PWD/../../python
ex() { name=$1; shift; python3 -m edgec_export "models.py:$name" -o "$OUT/x/$name.mlir" --save-io "$OUT/x/$name" "$@" 2>&1 | grep -v Warning | tail -${N:-30}; }
mkdir -p $OUT/x
ex unet_pad --dynamic-dim 0:2:16:64:height --dynamic-dim 0:3:16:64:width --dynamic-sample height=16,width=16 \
  --dynamic-sample height=64,width=64 --dynamic-sample height=33,width=61 --dynamic-sample height=63,width=18
N=8 ex window_pad --dynamic-dim 0:1:4:32:height --dynamic-dim 0:2:4:32:width --dynamic-sample height=4,width=4 \
  --dynamic-sample height=32,width=32 --dynamic-sample height=13,width=27 --dynamic-sample height=30,width=9
ex eos_positions --dynamic-dim 0:1:1:40:tokens --dynamic-sample tokens=1 --dynamic-sample tokens=40 --dynamic-sample tokens=23
cd $OUT && tar czf x.tgz x && rm -rf x
