"""Infer SEIR rates from the final size of an outbreak."""

import logging

import jax.numpy as jnp

from seir.config import SolverParams
from seir.inference import InferenceProcess


def run(num_steps: int = 20, max_steps: int = 100):
    process = InferenceProcess(SolverParams(max_steps=max_steps))
    return process.fit(jnp.asarray(0.6), num_steps=num_steps)


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    log_params, value = run()
    print("rates", jnp.exp(log_params), "log posterior", value)
