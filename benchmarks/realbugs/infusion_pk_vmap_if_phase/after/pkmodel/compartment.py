import jax
import jax.numpy as jnp


class OneCompartmentInfusion:
    """Plasma concentration (mg/L) of a drug given by constant-rate IV infusion."""

    def __init__(self, clearance_l_h, volume_l, regimen):
        self.k = clearance_l_h / volume_l
        self.clearance = clearance_l_h
        self.regimen = regimen

    def __call__(self, t):
        plateau = self.regimen.rate / self.clearance
        rising = plateau * (1.0 - jnp.exp(-self.k * t))
        at_stop = plateau * (1.0 - jnp.exp(-self.k * self.regimen.duration_h))
        falling = at_stop * jnp.exp(-self.k * (t - self.regimen.duration_h))
        return jnp.where(t <= self.regimen.duration_h, rising, falling)

    def profile(self, times):
        return jax.vmap(self)(times)

    def auc(self, times):
        return jnp.trapezoid(self.profile(times), times)
