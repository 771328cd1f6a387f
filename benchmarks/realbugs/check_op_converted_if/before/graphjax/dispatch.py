"""Turn graph ops into JAX callables, one converter per op type."""
_CONVERTERS = {}


def register(op_type):
    def decorator(converter):
        _CONVERTERS[op_type] = converter
        return converter
    return decorator


def funcify(op):
    return _CONVERTERS[type(op)](op)
