import jax
import jax.numpy as jnp

from . import radiation


class EnergyBalanceModel:
    """C dT/dt = S0/4 (1 - a) - eps sigma T^4 (+ noise), tau da/dt = -(a - a_eq(T))."""

    def __init__(self, params, dt=3.15e6, num_steps=400):
        self.params = params
        self.dt = dt
        self.num_steps = num_steps
        self.run_ensemble = jax.jit(jax.vmap(self.run, in_axes=(0, None)))

    def tendency(self, state):
        temperature, albedo = state
        p = self.params
        net = radiation.incoming(albedo, p, noise=True) - radiation.outgoing(temperature, p)
        d_temperature = net / p.heat_capacity
        d_albedo = -(albedo - radiation.equilibrium_albedo(temperature, p)) / p.albedo_timescale
        return jnp.stack([d_temperature, d_albedo])

    def run(self, initial_temperature, initial_albedo):
        state = jnp.stack([initial_temperature, initial_albedo])

        def step(s, _):
            s = s + self.dt * self.tendency(s)
            return s, s[0]

        _, temperatures = jax.lax.scan(step, state, None, length=self.num_steps)
        return temperatures
