class VelocityVerlet:
    """Velocity Verlet split around the force computation."""

    @staticmethod
    def step_before_force(state, system):
        accel = state.force / state.mass[:, None]
        vel = state.vel + 0.5 * system.dt * accel
        return state._replace(vel=vel, pos=state.pos + system.dt * vel)

    @staticmethod
    def step_after_force(state, system):
        accel = state.force / state.mass[:, None]
        return state._replace(vel=state.vel + 0.5 * system.dt * accel)
