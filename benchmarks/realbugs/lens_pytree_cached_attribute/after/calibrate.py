"""Calibrate a lens's focal length from measured image sizes, then print the fitted lens."""
import jax
import jax.numpy as jnp

from optics import ThinLens, image_loss

DISTANCES = jnp.array([2.0, 3.0, 5.0, 8.0])
MEASURED = 1.0 / (DISTANCES / 0.5 - 1.0)

focal_grad = jax.grad(image_loss)


def calibrate(lens, num_steps=200, step_size=0.05):
    focal_length = lens.focal_length
    for _ in range(num_steps):
        focal_length = focal_length - step_size * focal_grad(focal_length, lens, DISTANCES, MEASURED)
    lens.focal_length = focal_length
    return lens


if __name__ == "__main__":
    lens = calibrate(ThinLens(jnp.array(0.8), jnp.array(0.05)))
    print(lens.describe())
