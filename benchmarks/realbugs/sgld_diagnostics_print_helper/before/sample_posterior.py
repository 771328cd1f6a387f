import jax
import jax.numpy as jnp

from langevin.regression import log_posterior
from langevin.sgld import SGLD

TRUE_W = jnp.array([1.5, -0.7, 0.3])


def main(num_iters=10, batch_size=32, num_data=512):
    key = jax.random.PRNGKey(0)
    k_x, k_n, key = jax.random.split(key, 3)
    x = jax.random.normal(k_x, (num_data, 3))
    y = x @ TRUE_W + 0.5 + 0.3 * jax.random.normal(k_n, (num_data,))
    sampler = SGLD(log_posterior, num_data)
    params = {"w": jnp.zeros(3), "b": jnp.float32(0.0)}
    samples = []
    for t in range(num_iters):
        key, k_batch, k_step = jax.random.split(key, 3)
        idx = jax.random.choice(k_batch, num_data, (batch_size,), replace=False)
        params = sampler.step(params, k_step, x[idx], y[idx], t)
        samples.append(params["w"])
    return jnp.stack(samples)


if __name__ == "__main__":
    main()
