import jax
import jax.numpy as jnp

from . import radiation


class EnergyBalanceModel:
    """C dT/dt = S0/4 (1 - a) - eps sigma T^4 (+ noise), tau da/dt = -(a - a_eq(T))."""

    def __init__(self, params, dt=3.15e6, num_steps=400):
        self.params = params
        self.dt = dt
        self.num_steps = num_steps
        self.run_ensemble = jax.jit(jax.vmap(self.run, in_axes=(0, None, 0)))

    def tendency(self, state, key):
        temperature, albedo = state
        p = self.params
        net = radiation.incoming(albedo, p, key=key) - radiation.outgoing(temperature, p)
        d_temperature = net / p.heat_capacity
        d_albedo = -(albedo - radiation.equilibrium_albedo(temperature, p)) / p.albedo_timescale
        return jnp.stack([d_temperature, d_albedo])

    def run(self, initial_temperature, initial_albedo, key):
        state = jnp.stack([initial_temperature, initial_albedo])

        def step(s, step_key):
            s = s + self.dt * self.tendency(s, step_key)
            return s, s[0]

        _, temperatures = jax.lax.scan(step, state, jax.random.split(key, self.num_steps))
        return temperatures
