"""Rate-constant fits whose iterations are written to the package log for later analysis."""

import logging

import jax
import jax.numpy as jnp

import optlite

logger = logging.getLogger("kinetics.fitting")


class LoggedGaussNewton(optlite.GaussNewton):
    """Gauss-Newton that records each iteration in the log instead of printing it."""

    @staticmethod
    def verbose_callback(step, loss, step_size):
        # called while the solve is traced: hand the runtime values to the host at every iteration
        jax.debug.callback(_log_iteration, step, loss, step_size)


def _log_iteration(step, loss, step_size):
    logger.info("iteration %s: loss=%s step=%s", int(step), float(loss), float(step_size))


def decay_residuals(params, data):
    times, observed = data
    amplitude, rate = params[0], params[1]
    return amplitude * jnp.exp(-rate * times) - observed


def fit_decay(times, observed, guess=(1.0, 0.5)):
    solver = LoggedGaussNewton(verbose=True)
    state = optlite.least_squares(decay_residuals, solver, jnp.asarray(guess), (times, observed))
    return state.y, int(state.step)
