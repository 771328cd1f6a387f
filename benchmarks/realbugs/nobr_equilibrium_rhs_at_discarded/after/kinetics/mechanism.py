import jax.numpy as jnp


class ReversibleReaction:
    """Mass-action kinetics of one reversible reaction, e.g. 2 NO + Br2 <-> 2 NOBr.

    reactants / products map species index -> stoichiometric coefficient.
    """

    def __init__(self, species, reactants, products):
        self.species = tuple(species)
        self.reactants = dict(reactants)
        self.products = dict(products)
        self.net_stoich = [self.products.get(i, 0) - self.reactants.get(i, 0) for i in range(len(self.species))]

    def rates(self, conc, kf, kb):
        forward = kf * jnp.prod(jnp.array([conc[i] ** n for i, n in self.reactants.items()]))
        backward = kb * jnp.prod(jnp.array([conc[i] ** n for i, n in self.products.items()]))
        return forward, backward

    def rhs(self, t, conc, params):
        forward, backward = self.rates(conc, params["kf"], params["kb"])
        net_rate = forward - backward
        dydt = jnp.zeros_like(conc)
        for i, nu in enumerate(self.net_stoich):
            dydt = dydt.at[i].add(nu * net_rate)
        return dydt

    def equilibrium_quotient(self, conc):
        num = jnp.prod(jnp.array([conc[i] ** n for i, n in self.products.items()]))
        den = jnp.prod(jnp.array([conc[i] ** n for i, n in self.reactants.items()]))
        return num / den


def nitrosyl_bromide():
    # 2 NO + Br2 <-> 2 NOBr
    return ReversibleReaction(["NO", "Br2", "NOBr"], reactants={0: 2, 1: 1}, products={2: 2})
