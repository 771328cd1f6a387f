import jax
import jax.numpy as jnp
import numpy as np

from photometry.apertures import net_flux

batch_photometry = jax.jit(jax.vmap(net_flux, in_axes=(None, 0, 0, None)))


def synthetic_frame(size=64, seed=5):
    rng = np.random.default_rng(seed)
    yy, xx = np.indices((size, size))
    stars = [(15.3, 20.1, 500.0), (40.7, 44.2, 1200.0), (50.2, 12.8, 300.0)]
    image = 10.0 + rng.normal(0.0, 0.5, (size, size))
    for x0, y0, flux in stars:
        image += flux / (2 * np.pi * 1.5**2) * np.exp(-((xx - x0) ** 2 + (yy - y0) ** 2) / (2 * 1.5**2))
    return jnp.asarray(image), jnp.array([s[0] for s in stars]), jnp.array([s[1] for s in stars])


def main():
    image, xs, ys = synthetic_frame()
    return batch_photometry(image, xs, ys, 6.0)


if __name__ == "__main__":
    print(main())
