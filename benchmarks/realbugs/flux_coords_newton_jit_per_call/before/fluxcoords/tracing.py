"""Follow markers drifting in the lab frame and report their flux coordinates at every step."""

import jax.numpy as jnp


class MarkerTracer:
    def __init__(self, equilibrium, drift):
        self.equilibrium = equilibrium
        self.drift = jnp.asarray(drift)

    def run(self, flux_start, num_steps):
        coords = flux_start
        positions = jnp.stack([self.equilibrium.compute_RZ(c) for c in coords])
        history = [coords]
        for _ in range(num_steps):
            positions = positions + self.drift
            coords = self.equilibrium.map_coordinates(positions, coords)
            history.append(coords)
        return jnp.stack(history)
