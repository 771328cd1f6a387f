import jax
import jax.numpy as jnp


def init_encoder(key, in_dim, hidden=128, proj=32):
    k1, k2, k3 = jax.random.split(key, 3)
    return {
        "enc_w": jax.random.normal(k1, (in_dim, hidden)) / jnp.sqrt(in_dim),
        "enc_b": jnp.zeros(hidden),
        "proj_w1": jax.random.normal(k2, (hidden, hidden)) / jnp.sqrt(hidden),
        "proj_w2": jax.random.normal(k3, (hidden, proj)) / jnp.sqrt(hidden),
    }


def project(params, images):
    h = jax.nn.relu(images.reshape(images.shape[0], -1) @ params["enc_w"] + params["enc_b"])
    return jax.nn.relu(h @ params["proj_w1"]) @ params["proj_w2"]


def nt_xent(z1, z2, temperature=0.5):
    z = jnp.concatenate([z1, z2], axis=0)
    z = z / jnp.linalg.norm(z, axis=-1, keepdims=True)
    n = z1.shape[0]
    sim = z @ z.T / temperature
    sim = jnp.where(jnp.eye(2 * n, dtype=bool), -jnp.inf, sim)
    positives = jnp.concatenate([jnp.arange(n, 2 * n), jnp.arange(0, n)])
    return -jnp.mean(jax.nn.log_softmax(sim, axis=-1)[jnp.arange(2 * n), positives])
