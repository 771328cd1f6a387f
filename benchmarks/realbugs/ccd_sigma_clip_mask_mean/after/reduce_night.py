import jax
import jax.numpy as jnp

from ccdreduce import combine_frames


def simulated_exposures(key, n_exposures=9, shape=(16, 16)):
    key_noise, key_hits = jax.random.split(key)
    sky = 100.0 + 5.0 * jax.random.normal(key_noise, (n_exposures, *shape))
    hits = jax.random.bernoulli(key_hits, 0.02, (n_exposures, *shape))
    return jnp.where(hits, sky + 5000.0, sky)


def main():
    frames = simulated_exposures(jax.random.PRNGKey(1))
    return combine_frames(frames)


if __name__ == "__main__":
    frame = main()
    print(f"combined sky: {float(frame.mean()):.1f} +- {float(frame.std()):.1f}")
