from fitlib.trainer import ScheduledTrainer

__all__ = ["ScheduledTrainer"]
