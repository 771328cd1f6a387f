import jax.numpy as jnp


def subtract_background(image, border):
    """Remove the sky level, estimated from the interior so that the dead detector edge does not bias it."""
    interior = image[border:-border, border:-border]
    return image - jnp.median(interior)


def mask_border(image, border):
    """Zero the detector edge, where the survey frames have no valid pixels."""
    image.at[:border, :].set(0.0)  # expect: JXL302
    image = image.at[-border:, :].set(0.0)
    image = image.at[:, :border].set(0.0)
    image = image.at[:, -border:].set(0.0)
    return image


def scale_to_unit(image):
    return image / (jnp.max(jnp.abs(image)) + 1e-6)
