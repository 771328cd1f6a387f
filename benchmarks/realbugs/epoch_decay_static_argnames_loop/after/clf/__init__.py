from clf.loop import run_training

__all__ = ["run_training"]
