import jax
from jax import lax


class AdiabaticFlame:
    """Adiabatic flame temperature of a fixed product mixture, by Newton iteration on the enthalpy balance."""

    def __init__(self, products, newton_steps=25, guess=2000.0):
        self.products = products
        self.newton_steps = newton_steps
        self.guess = guess
        self.temperature = jax.jit(jax.vmap(self._temperature))

    def enthalpy(self, temperature):
        return sum(moles * species.enthalpy(temperature) for species, moles in self.products)

    def heat_capacity(self, temperature):
        return sum(moles * species.cp(temperature) for species, moles in self.products)

    def _temperature(self, reactant_enthalpy):
        def newton(_, temperature):
            residual = self.enthalpy(temperature) - reactant_enthalpy
            return temperature - residual / self.heat_capacity(temperature)

        return lax.fori_loop(0, self.newton_steps, newton, self.guess)
