"""The documented recipe: jit the simulator's call on a model image."""

import jax
import jax.numpy as jnp

from autoarr.dataset.simulator import SimulatorImaging

PSF = jnp.array([[0.05, 0.1, 0.05], [0.1, 0.4, 0.1], [0.05, 0.1, 0.05]])
simulator = SimulatorImaging(exposure_time=300.0, psf=PSF, background_sky_level=0.1, use_jax=True)


@jax.jit
def simulate(image):
    dataset = simulator.via_image_from(image)
    return dataset.data, dataset.noise_map


def gaussian_source(size=12, sigma=2.0):
    y, x = jnp.mgrid[:size, :size] - (size - 1) / 2
    return jnp.exp(-(x ** 2 + y ** 2) / (2 * sigma ** 2))


if __name__ == "__main__":
    print(simulate(gaussian_source())[1].max())
