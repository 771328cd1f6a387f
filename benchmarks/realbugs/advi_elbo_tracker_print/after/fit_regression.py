import jax
import jax.numpy as jnp

from bbvi.inference import ReparameterizationVI
from bbvi.model import BayesianLinearRegression
from bbvi.monitor import ELBOTracker


def main(n_steps=40):
    data_key, fit_key = jax.random.split(jax.random.PRNGKey(5))
    X = jnp.stack([jnp.ones(100), jnp.linspace(-2.0, 2.0, 100)], axis=1)
    y = X @ jnp.array([1.0, -0.7]) + 0.5 * jax.random.normal(data_key, (100,))
    vi = ReparameterizationVI(BayesianLinearRegression(X, y), ELBOTracker(), learning_rate=0.002)
    mean, log_std = vi.fit((jnp.zeros(2), jnp.full(2, -1.0)), fit_key, n_steps)
    print(f"posterior mean {mean}, std {jnp.exp(log_std)}")
    return mean


if __name__ == "__main__":
    main()
