import jax.numpy as jnp


def distance_map(shape, x0, y0):
    yy, xx = jnp.indices(shape)
    return jnp.hypot(xx - x0, yy - y0)


def aperture_sum(image, x0, y0, radius):
    inside = distance_map(image.shape, x0, y0) < radius
    return image[inside].sum(), inside.sum()  # expect: JXL107


def annulus_background(image, x0, y0, inner, outer):
    distance = distance_map(image.shape, x0, y0)
    ring = (distance >= inner) & (distance < outer)
    return image[ring].mean()  # expect: JXL107


def net_flux(image, x0, y0, radius):
    total, num_pixels = aperture_sum(image, x0, y0, radius)
    return total - num_pixels * annulus_background(image, x0, y0, radius + 2.0, radius + 6.0)
