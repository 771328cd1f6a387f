"""The figure of merit a sampler maximises; samples that break an assertion get a very low value."""

import jax.numpy as jnp


class Fitness:
    resample_figure_of_merit = -1.0e99

    def __init__(self, model, analysis):
        self.model = model
        self.analysis = analysis

    def __call__(self, unit_vector):
        arguments = self.model.instance_from_unit_vector(unit_vector)
        satisfied = self.model.assertions_satisfied(arguments)
        return jnp.where(satisfied, self.analysis.log_likelihood(arguments), self.resample_figure_of_merit)
