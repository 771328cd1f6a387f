import jax
import jax.numpy as jnp


class HBVModel:
    """Bucket-type HBV model: soil moisture, upper and lower groundwater zones; daily forcing in mm/day."""

    def __init__(self, num_substeps=4):
        self.num_substeps = num_substeps  # explicit sub-steps per day for stability
        self.simulate = jax.jit(self._simulate)

    def _substep(self, state, precip, pet, p, dt):
        soil, upper, lower = state
        recharge = precip * (soil / p.field_capacity) ** p.beta
        et = pet * jnp.minimum(soil / (p.lp * p.field_capacity), 1.0)
        soil = jnp.clip(soil + dt * (precip - recharge - et), 0.0, p.field_capacity)
        perc = jnp.minimum(p.percolation, upper / dt)
        q0 = p.k0 * upper
        q1 = p.k1 * lower
        upper = upper + dt * (recharge - perc - q0)
        lower = lower + dt * (perc - q1)
        return jnp.stack([soil, upper, lower]), dt * (q0 + q1)

    def daily_step(self, state, forcing, p):
        precip, pet = forcing
        dt = 1.0 / self.num_substeps
        runoff = 0.0
        for _ in range(self.num_substeps):
            state, q = self._substep(state, precip, pet, p, dt)
            runoff = runoff + q
        return state, runoff

    def _simulate(self, params, precip, pet, state0):
        def body(state, forcing):
            return self.daily_step(state, forcing, params)

        _, runoff = jax.lax.scan(body, state0, (precip, pet))
        return runoff
