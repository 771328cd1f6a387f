import jax.numpy as jnp


def onnx_relu(x):
    return jnp.maximum(x, 0)


def onnx_nonzero(x):
    """ONNX NonZero under jit: the indices of the non-zero elements, one row per axis, padded with -1 to x.size."""
    return jnp.stack(jnp.nonzero(x, size=x.size, fill_value=-1))


def onnx_cast_float(x):
    return x.astype(jnp.float32)


OPS = {"Relu": onnx_relu, "NonZero": onnx_nonzero, "CastFloat": onnx_cast_float}
