import jax
import jax.numpy as jnp


def clipped_mean(pixel_stack, n_sigma):
    """Mean over exposures of one pixel, ignoring cosmic-ray hits beyond n_sigma of the median."""
    median = jnp.median(pixel_stack)
    spread = 1.4826 * jnp.median(jnp.abs(pixel_stack - median))
    keep = jnp.abs(pixel_stack - median) < n_sigma * spread
    return jnp.sum(jnp.where(keep, pixel_stack, 0.0)) / jnp.sum(keep)


@jax.jit
def combine_frames(frames, n_sigma=3.0):
    """Combine a (n_exposures, ny, nx) stack into one frame, pixel by pixel."""
    n_exposures, ny, nx = frames.shape
    per_pixel = frames.reshape(n_exposures, ny * nx).T
    combined = jax.vmap(clipped_mean, in_axes=(0, None))(per_pixel, n_sigma)
    return combined.reshape(ny, nx)
