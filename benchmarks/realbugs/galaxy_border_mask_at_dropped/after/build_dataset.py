import jax
import jax.numpy as jnp

from galaxyprep.pipeline import preprocess_batch


def synthetic_frames(key, count=6, size=24):
    sky_key, noise_key = jax.random.split(key)
    yy, xx = jnp.mgrid[:size, :size]
    galaxy = jnp.exp(-((yy - size / 2) ** 2 + (xx - size / 2) ** 2) / 20.0)
    sky = jax.random.uniform(sky_key, (count, 1, 1), minval=0.5, maxval=2.0)
    noise = 0.05 * jax.random.normal(noise_key, (count, size, size))
    return galaxy + sky + noise


def main():
    return preprocess_batch(synthetic_frames(jax.random.PRNGKey(0)))


if __name__ == "__main__":
    print(main().shape)
