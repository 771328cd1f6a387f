from riskkit.metrics import TailMetrics

__all__ = ["TailMetrics"]
