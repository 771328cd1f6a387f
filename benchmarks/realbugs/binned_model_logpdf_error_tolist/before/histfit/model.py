"""A one-channel counting model: signal strength mu and one background scale factor per bin."""

import jax.numpy as jnp
from jax.scipy.stats import norm, poisson


class BinnedModel:
    def __init__(self, signal, background, bkg_uncertainty):
        self.signal = jnp.asarray(signal)
        self.background = jnp.asarray(background)
        self.factor = (self.background / jnp.asarray(bkg_uncertainty)) ** 2
        self.nbins = self.signal.shape[0]
        self.n_aux = self.nbins

    def suggested_init(self):
        return jnp.ones(1 + self.nbins)

    def expected_actualdata(self, pars):
        mu, gammas = pars[0], pars[1:]
        return mu * self.signal + gammas * self.background

    def auxdata(self):
        return self.factor

    def logpdf(self, pars, data):
        if data.shape[-1] != self.nbins + self.n_aux:
            raise ValueError(f"eval failed as data has len {data.shape[-1]} but {self.nbins + self.n_aux} was expected: {data.tolist()}")  # expect: JXL104
        main, aux = data[:self.nbins], data[self.nbins:]
        gammas = pars[1:]
        main_term = jnp.sum(poisson.logpmf(jnp.round(main), self.expected_actualdata(pars)))
        aux_term = jnp.sum(norm.logpdf(aux, gammas * self.factor, jnp.sqrt(self.factor)))
        return main_term + aux_term
