from evalkit.config import EvalConfig
from evalkit.evaluate import evaluate

__all__ = ["EvalConfig", "evaluate"]
