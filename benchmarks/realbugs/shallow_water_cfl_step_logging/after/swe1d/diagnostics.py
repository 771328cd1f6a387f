import logging

import jax

logger = logging.getLogger("swe1d")


class StepLog:
    """Logs the time step chosen from the CFL condition, to spot an ensemble member going unstable."""

    def _emit(self, step, time, dt):
        logger.info("step %s: t=%s dt=%s", int(step), float(time), float(dt))

    def record(self, step, time, dt):
        jax.debug.callback(self._emit, step, time, dt, ordered=True)
