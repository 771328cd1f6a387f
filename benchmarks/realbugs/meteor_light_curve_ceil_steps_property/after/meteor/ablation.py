import jax
import jax.numpy as jnp


class SingleBodyAblation:
    """Classical single-body meteor equations: drag, ablation and luminous efficiency."""

    def __init__(self, config, drag=1.0, ablation=1e-8, shape_factor=1.21, bulk_density=3000.0):
        self.config = config
        self.drag = drag
        self.ablation = ablation
        self.shape_factor = shape_factor
        self.bulk_density = bulk_density
        self.light_curve = jax.jit(self._light_curve)

    def air_density(self, height):
        return 1.225 * jnp.exp(-height / 7160.0)

    def derivatives(self, state):
        mass, speed, height = state
        area = self.shape_factor * (mass / self.bulk_density) ** (2.0 / 3.0)
        rho = self.air_density(height)
        dv = -self.drag * rho * area * speed**2 / mass
        dm = -self.ablation * rho * area * speed**3 / 2.0
        dh = -speed * jnp.sin(jnp.deg2rad(self.config.entry_angle_deg))
        return jnp.stack([dm, dv, dh])

    def _light_curve(self, mass, speed):
        dt = self.config.dt_s

        def step(state, _):
            rates = self.derivatives(state)
            luminosity = -0.5 * 0.007 * state[1] ** 2 * rates[0]
            state = jnp.maximum(state + dt * rates, jnp.array([1e-9, 0.0, 0.0]))
            return state, luminosity

        init = jnp.stack([mass, speed, jnp.asarray(self.config.entry_height_m, jnp.float32)])
        _, luminosity = jax.lax.scan(step, init, None, length=self.config.n_steps)
        return luminosity
