from tailrisk.pareto import GeneralizedPareto, is_tracer

__all__ = ["GeneralizedPareto", "is_tracer"]
