import jax

from galaxyprep.cleaning import mask_border, scale_to_unit, subtract_background

BORDER = 3


def preprocess(image):
    image = subtract_background(image, BORDER)
    image = mask_border(image, BORDER)
    return scale_to_unit(image)


@jax.jit
def preprocess_batch(images):
    return jax.vmap(preprocess)(images)
