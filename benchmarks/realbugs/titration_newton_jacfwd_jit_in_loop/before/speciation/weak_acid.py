import jax.numpy as jnp

SPECIES = ("H+", "A-", "HA", "OH-")


class WeakAcidSystem:
    """Mass-action, mass-balance and charge-balance equations of a monoprotic acid titrated with NaOH."""

    def __init__(self, pka, total_acid, pkw=14.0):
        self.log_ka = -pka
        self.log_kw = -pkw
        self.total_acid = total_acid

    def residual(self, log_c, sodium):
        h, a, ha, oh = log_c
        conc = 10.0**log_c
        return jnp.stack([
            h + a - ha - self.log_ka,
            h + oh - self.log_kw,
            jnp.log10(conc[1] + conc[2]) - jnp.log10(self.total_acid),
            (conc[0] + sodium - conc[1] - conc[3]) / self.total_acid,
        ])

    def initial_guess(self):
        return jnp.array([-7.0, jnp.log10(self.total_acid) - 0.3, jnp.log10(self.total_acid) - 0.3, -7.0])
