from typing import NamedTuple

import jax.numpy as jnp


class Reaction(NamedTuple):
    reactants: tuple
    products: tuple
    rate: float


class Mechanism:
    """Mass-action kinetics of a small reaction list over named species."""

    def __init__(self, species, reactions):
        self.species = tuple(species)
        self.index = {name: i for i, name in enumerate(self.species)}
        self.reactions = tuple(reactions)

    def tendencies(self, conc):
        rates = jnp.zeros_like(conc)
        for reaction in self.reactions:
            speed = reaction.rate * jnp.prod(jnp.stack([conc[self.index[s]] for s in reaction.reactants]))
            for s in reaction.reactants:
                rates = rates.at[self.index[s]].add(-speed)
            for s in reaction.products:
                rates = rates.at[self.index[s]].add(speed)
        return rates
