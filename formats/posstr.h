/*
 * posstr.h - the position string's reader and writer share the
 * position's internals.  Not installed.
 */
#ifndef SN_POSSTR_H
#define SN_POSSTR_H

#include "position.h"

#endif
