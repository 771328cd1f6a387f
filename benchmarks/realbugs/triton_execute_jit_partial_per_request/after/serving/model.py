"""Python-backend model for the inference server: `execute` receives the batched requests of one call."""

from dataclasses import dataclass
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from serving.classifier import forward, init_params


@dataclass
class InferenceRequest:
    inputs: np.ndarray


@dataclass
class InferenceResponse:
    probabilities: np.ndarray


class PythonModel:
    def initialize(self, config):
        self.temperature = config["temperature"]
        self.params = init_params(jax.random.PRNGKey(config["seed"]), config["in_dim"], 64, config["num_classes"])
        self.predict = jax.jit(partial(forward, self.params, self.temperature))

    def execute(self, requests):
        responses = []
        for request in requests:
            probabilities = self.predict(jnp.asarray(request.inputs))
            responses.append(InferenceResponse(np.asarray(probabilities)))
        return responses
