import jax
import jax.numpy as jnp

from astrodyn.twobody import circular_speed, vis_viva_speed


class TransferPlanner:
    """Two-impulse Hohmann transfers from a parking orbit to a batch of target orbits."""

    def __init__(self, parking_radius):
        self.parking_radius = parking_radius
        self.delta_v = jax.jit(jax.vmap(self.hohmann))

    def hohmann(self, target_radius):
        r1, r2 = self.parking_radius, target_radius
        transfer_axis = 0.5 * (r1 + r2)
        departure = vis_viva_speed(r1, transfer_axis) - circular_speed(r1)
        arrival = circular_speed(r2) - vis_viva_speed(r2, transfer_axis)
        return jnp.abs(departure) + jnp.abs(arrival)
