"""Train the decay PINN on random collocation batches, logging the loss of every step."""

import logging

import jax

from pinnlite import DecayProblem, PINNTrainer


def main(num_steps=30):
    logging.basicConfig(level=logging.INFO)
    problem = DecayProblem(rate=1.5, hidden=16)
    trainer = PINNTrainer(problem, learning_rate=0.01)
    params = problem.init_params(jax.random.PRNGKey(0))
    batches = [jax.random.uniform(key, (64,), maxval=2.0) for key in jax.random.split(jax.random.PRNGKey(1), num_steps)]
    params = trainer.train_run(params, batches)
    return trainer, params


if __name__ == "__main__":
    trainer, _ = main()
    print(len(trainer.loss_history), "losses recorded")
