import jax.numpy as jnp

from galpot.potentials.kernels import plummer


def cylindrical_separation(R, phi, z, obj_R, obj_phi, obj_z):
    """Distance between a field point and the moving object, by the cosine law in the plane."""
    cos_dphi = jnp.cos(phi - obj_phi)
    planar2 = R ** 2 + obj_R ** 2 - 2.0 * R * obj_R * cos_dphi
    return jnp.sqrt(planar2 + (z - obj_z) ** 2)


def moving_object_potential(R, phi, z, t, orbit, mass, softening):
    obj_R, obj_phi, obj_z = orbit.position(t)
    return plummer(cylindrical_separation(R, phi, z, obj_R, obj_phi, obj_z), mass, softening)
