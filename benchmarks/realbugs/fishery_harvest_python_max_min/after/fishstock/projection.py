import jax
import jax.numpy as jnp


class StockProjection:
    """Projects biomass and catch under a harvest rule for many starting biomasses at once."""

    def __init__(self, stock, rule, num_years):
        self.stock = stock
        self.rule = rule
        self.num_years = num_years
        self.project = jax.jit(jax.vmap(self._project))

    def _year(self, biomass, _):
        catch = self.rule(biomass)
        biomass = jnp.maximum(biomass + self.stock.production(biomass) - catch, 1e-6)
        return biomass, (biomass, catch)

    def _project(self, initial_biomass):
        _, (biomass, catch) = jax.lax.scan(self._year, initial_biomass, None, length=self.num_years)
        return biomass, catch
