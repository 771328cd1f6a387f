import jax.numpy as jnp


def onnx_relu(x):
    return jnp.maximum(x, 0)


def onnx_nonzero(x):
    """ONNX NonZero: the indices of the non-zero elements, one row per axis."""
    return jnp.stack(jnp.nonzero(x))  # expect: JXL106


def onnx_cast_float(x):
    return x.astype(jnp.float32)


OPS = {"Relu": onnx_relu, "NonZero": onnx_nonzero, "CastFloat": onnx_cast_float}
