import jax
import jax.numpy as jnp


def init_field(key, hidden=16):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (3, hidden)) * 0.5, "w2": jax.random.normal(k2, (hidden, 4)) * 0.5}


def radiance_field(params, points):
    features = jnp.tanh(points @ params["w1"])
    out = features @ params["w2"]
    return jax.nn.sigmoid(out[..., :3]), jax.nn.relu(out[..., 3])
