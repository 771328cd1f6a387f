import argparse

import jax
import jax.numpy as jnp

from ddpm2d.network import EpsilonMLP
from ddpm2d.sampler import AncestralSampler
from ddpm2d.schedule import VarianceSchedule


def main(num_samples=256, seed=0):
    schedule = VarianceSchedule()
    network = EpsilonMLP(num_steps=schedule.num_steps)
    params = network.init(jax.random.PRNGKey(seed))
    sampler = AncestralSampler(network, schedule, num_samples)
    return sampler.sample(params, jax.random.PRNGKey(seed + 1))


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--num-samples", type=int, default=256)
    samples = main(parser.parse_args().num_samples)
    print("sample mean", jnp.mean(samples, axis=0), "std", jnp.std(samples, axis=0))
