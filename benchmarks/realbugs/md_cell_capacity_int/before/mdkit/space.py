import jax.numpy as jnp


def periodic_displacement(box_size):
    def displacement(Ra, Rb):
        dR = Ra - Rb
        return dR - box_size * jnp.round(dR / box_size)

    return displacement
