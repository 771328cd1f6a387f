import jax.numpy as jnp
from jax.experimental.ode import odeint


class OneCompartmentOral:
    """First-order absorption after a lag time, linear elimination.

    States: amount left in the gut (mg) and plasma concentration (mg/L).
    Parameters (log scale): absorption rate ka (1/h), clearance CL (L/h), volume V (L).
    """

    def __init__(self, dose=320.0, tlag=0.3):
        self.dose = dose
        self.tlag = tlag

    def rhs(self, y, t, log_params):
        ka, cl, v = jnp.exp(log_params)
        gut, conc = y
        if t < self.tlag:  # expect: JXL101
            absorption = 0.0 * gut
        else:
            absorption = ka * gut
        return jnp.stack([-absorption, absorption / v - cl / v * conc])

    def predict(self, log_params, times):
        y0 = jnp.array([self.dose, 0.0])
        grid = jnp.concatenate([jnp.zeros(1), jnp.asarray(times)])
        return odeint(self.rhs, y0, grid, log_params, rtol=1e-6, atol=1e-6)[1:, 1]
