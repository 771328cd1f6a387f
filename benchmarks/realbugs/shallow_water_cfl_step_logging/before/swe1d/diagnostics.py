import logging

logger = logging.getLogger("swe1d")


class StepLog:
    """Logs the time step chosen from the CFL condition, to spot an ensemble member going unstable."""

    def record(self, step, time, dt):
        logger.info("step %s: t=%s dt=%s", step, time, dt)  # expect: JXL203
