import jax
import jax.numpy as jnp

from fieldfit.model import init_mlp
from fieldfit.train import ptrain_step


def make_batch(key, n_devices, batch_size=64):
    coords = jax.random.uniform(key, (n_devices, batch_size, 3))
    rgb = 0.5 + 0.5 * jnp.sin(3.0 * coords)
    return coords, rgb


def fit(n_steps=3, lr=0.5):
    n_devices = jax.local_device_count()
    params = init_mlp(jax.random.PRNGKey(0))
    params = jax.tree.map(lambda p: jnp.stack([p] * n_devices), params)
    key = jax.random.PRNGKey(1)
    for _ in range(n_steps):
        key, batch_key = jax.random.split(key)
        params, stats = ptrain_step(params, make_batch(batch_key, n_devices), lr)
    return stats


if __name__ == "__main__":
    fit(20)
