import jax
import jax.numpy as jnp

from vibnn.inference import make_step, predictive_samples
from vibnn.model import BayesMLP


def gapped_data(key, n=32):
    left = jnp.linspace(-0.8, -0.2, n // 2)
    right = jnp.linspace(0.2, 0.8, n // 2)
    x = jnp.concatenate([left, right])
    return x[:, None], jnp.sin(6 * x) ** 3 + 0.1 * jax.random.normal(key, (n,))


def main(steps=500, seed=0):
    m_key, d_key = jax.random.split(jax.random.PRNGKey(seed))
    model = BayesMLP((1, 32, 32, 1), m_key)
    x, y = gapped_data(d_key)
    key = jax.random.PRNGKey(seed + 1)
    for _ in range(steps):
        key, step_key = jax.random.split(key)
        model, loss = make_step(model, x, y, step_key, x.shape[0])
    grid = jnp.linspace(-1.0, 1.0, 41)[:, None]
    samples = predictive_samples(model, grid, key, 50)
    return model, float(jnp.mean(jnp.std(samples, axis=0)))


if __name__ == "__main__":
    _, spread = main()
    print(f"mean predictive std over the grid: {spread:.3f}")
