import jax.numpy as jnp

from . import channels


class HHNeuron:
    """Squid giant axon, Hodgkin & Huxley (1952); mV, ms, uA/cm^2, mS/cm^2."""

    def __init__(self, g_na=120.0, g_k=36.0, g_leak=0.3, e_na=50.0, e_k=-77.0, e_leak=-54.387, c_m=1.0):
        self.g_na, self.g_k, self.g_leak = g_na, g_k, g_leak
        self.e_na, self.e_k, self.e_leak = e_na, e_k, e_leak
        self.c_m = c_m

    def resting_state(self):
        v = -65.0
        rates = ((channels.alpha_m, channels.beta_m),
                 (channels.alpha_h, channels.beta_h),
                 (channels.alpha_n, channels.beta_n))
        gates = [a(v) / (a(v) + b(v)) for a, b in rates]
        return jnp.array([v, *gates])

    def derivatives(self, state, i_ext):
        v, m, h, n = state
        i_na = self.g_na * m ** 3 * h * (v - self.e_na)
        i_k = self.g_k * n ** 4 * (v - self.e_k)
        i_leak = self.g_leak * (v - self.e_leak)
        dv = (i_ext - i_na - i_k - i_leak) / self.c_m
        dm = channels.alpha_m(v) * (1.0 - m) - channels.beta_m(v) * m
        dh = channels.alpha_h(v) * (1.0 - h) - channels.beta_h(v) * h
        dn = channels.alpha_n(v) * (1.0 - n) - channels.beta_n(v) * n
        return jnp.stack([dv, dm, dh, dn])

    def euler_step(self, state, i_ext, dt):
        return state + dt * self.derivatives(state, i_ext)
