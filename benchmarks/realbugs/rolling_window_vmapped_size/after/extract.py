import jax
import jax.numpy as jnp

from sensorfeat.extractor import FeatureExtractor


def make_traces(n_sensors=5, length=200):
    t = jnp.linspace(0.0, 4.0, length)
    noise = 0.05 * jax.random.normal(jax.random.PRNGKey(0), (n_sensors, length))
    return jnp.sin(5.0 * t)[None, :] * jnp.arange(1, n_sensors + 1)[:, None] + 0.3 * t + noise


def main():
    return FeatureExtractor(window=9).features(make_traces())


if __name__ == "__main__":
    print(main())
