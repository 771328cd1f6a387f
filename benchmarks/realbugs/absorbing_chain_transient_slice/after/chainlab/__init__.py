from chainlab.absorption import absorption_probabilities, batch_absorption

__all__ = ["absorption_probabilities", "batch_absorption"]
