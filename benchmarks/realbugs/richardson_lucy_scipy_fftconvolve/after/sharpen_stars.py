import jax
import jax.numpy as jnp

from deconv.filtering import convolve_same
from deconv.psf import gaussian_psf
from deconv.richardson_lucy import RichardsonLucy


def star_field(key, size=64, n_stars=12):
    key_pos, key_flux = jax.random.split(key)
    pos = jax.random.randint(key_pos, (n_stars, 2), 4, size - 4)
    flux = jax.random.uniform(key_flux, (n_stars,), minval=200.0, maxval=1000.0)
    return jnp.full((size, size), 5.0).at[pos[:, 0], pos[:, 1]].add(flux)


def main(sigma=2.0, seed=0):
    key_sky, key_noise = jax.random.split(jax.random.key(seed))
    truth = star_field(key_sky)
    blurred = jnp.asarray(convolve_same(truth, gaussian_psf(sigma)))
    observed = jax.random.poisson(key_noise, jnp.maximum(blurred, 0.0)).astype(jnp.float32)
    restored = RichardsonLucy(sigma)(observed)
    peak_ratio = float(restored.max() / observed.max())
    error_before = float(jnp.linalg.norm(observed - truth))
    error_after = float(jnp.linalg.norm(restored - truth))
    print(f"peak sharpened x{peak_ratio:.2f}, error {error_before:.0f} -> {error_after:.0f}")
    return peak_ratio, error_before, error_after


if __name__ == "__main__":
    main()
